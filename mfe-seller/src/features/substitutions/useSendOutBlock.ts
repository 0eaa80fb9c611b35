import { useEffect, useState } from 'react';
import { sendOutBlock } from './sendOutBlock';
import { useOrderSubstitutionsQuery } from './substitutionsApi';

/**
 * Why the pick screen's Out for delivery waits (an open question the customer may still
 * answer), or null; re-checked every second, so the button frees itself when the window ends.
 */
export function useSendOutBlock(orderId: string | undefined): string | null {
  const { data } = useOrderSubstitutionsQuery(orderId ?? '', { skip: !orderId });
  const [now, setNow] = useState(() => Date.now());
  const open = (data?.questions ?? []).some((q) => q.state === 'open');
  useEffect(() => {
    if (!open) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [open]);
  return sendOutBlock(data?.questions, now);
}
