import bcrypt from 'bcrypt';

/** bcrypt cost of every stored password: shoppers' and staff's. */
export const BCRYPT_ROUNDS = 10;

/**
 * A valid hash compared when the email is unknown, so an unknown email takes as long as
 * a wrong password and the two cannot be told apart by timing either.
 */
const DUMMY_HASH = bcrypt.hashSync('greencart-timing-equaliser', BCRYPT_ROUNDS);

/** The hash stored for a password (shoppers and staff alike). */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_ROUNDS);
}

/**
 * Whether `password` matches `hash`. Without a hash (unknown email) a dummy one is compared
 * so the answer takes as long, and is false.
 */
export async function passwordMatches(
  password: string,
  hash: string | undefined,
): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return matches && hash !== undefined;
}
