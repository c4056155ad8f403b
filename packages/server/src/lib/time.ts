/** Now as UTC unix seconds, the unit of every stored time. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const secondsPerDay = 86_400;
