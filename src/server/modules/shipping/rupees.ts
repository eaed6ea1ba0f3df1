/** Shiprocket takes rupees with paise as decimals (1499.5), never floats of paise. */
export const rupeesOf = (paise: number) => Math.round(paise) / 100;
