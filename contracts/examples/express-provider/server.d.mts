import type { Express } from 'express';

export function createSampleProvider(): Express;
