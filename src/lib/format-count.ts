import { lazy } from './lazy';
const count = lazy(() => new Intl.NumberFormat('en-US'));

/** A count with grouped thousands: "1,234". */
export const formatCount = (value: number): string => count().format(value);
