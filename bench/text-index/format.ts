/**
 * Number formats of the text-index comparison's output.
 */

export const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
export const seconds = (ms: number) => (ms / 1000).toFixed(1);
export const micros = (ms: number) => {
  const us = ms * 1000;
  return us >= 100 ? us.toFixed(0) : us.toFixed(1);
};
export const count = (n: number) => n.toLocaleString('en-US');
