/** Everything Hindi in one chunk: the screens' catalogue and the contract's messages keyed by their English text. */
export { default as hindiMessages } from '@contract/messages.hi.json';
export { default as hindi } from './messages/hi.json';
