/**
 * Product cards above the fold on a phone (two columns): their images load eagerly, at high
 * priority (one of them is the LCP).
 */
export const ABOVE_THE_FOLD_CARDS = 2;
