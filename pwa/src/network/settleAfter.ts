/** A promise that resolves with `value` after `ms`: the losing side of a race against an answer that may never come. */
export const settleAfter = <Value>(ms: number, value: Value): Promise<Value> =>
  new Promise<Value>((resolve) => setTimeout(() => resolve(value), ms));
