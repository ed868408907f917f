import { createStore } from 'jotai';

/** The one jotai store; also used outside React (the HTTP clients read the token through it). */
export const store = createStore();
