// A part of the mock's start (src/main.tsx) of its own: msw's chunk (msw, its interceptors and cookie
// store), evaluated in a task before the collections', which import it through @msw/data. Together
// they were one task of 85-150 ms of a first visit with the CPU slowed 4x.
export { http } from 'msw';
