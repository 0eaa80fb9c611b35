import { formatDate } from '@greencart/shared-ui';

/**
 * A dashboard day (`YYYY-MM-DD`, already a date of the shop's time zone) as the shop writes
 * dates ("26 Nov 2026"). Formatted at UTC midnight in UTC, so no zone shifts it to another day.
 */
export function dayLabel(date: string): string {
  return formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC' });
}
