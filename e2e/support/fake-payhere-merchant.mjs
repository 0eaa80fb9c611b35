// The merchant API of the fake PayHere (fake-payhere.mjs), as PayHere's docs describe it: the
// Capture API (an authorisation captured once, for at most what it holds), the Refund API (part
// or all of a payment received; with an authorization_token, the release of a hold) and the
// Retrieval API (an order's payments). Each answers PayHere's shape: `status` 1 and `data`, or
// another status and `msg`. Amounts are cents inside, rupees on the wire.

/** Integer cents of "1234.50" (or a JSON number of rupees); null when it is not an amount. */
export function centsOf(value) {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(String(value ?? ''));
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : null;
}

/**
 * The merchant API's work on the fake's payments (`fake.payments`), recording what it did in
 * `fake.captures`, `fake.refunds` and `fake.releases`.
 */
export function merchantBook(fake) {
  return { capture, refund, search };

  /** Capture: an authorisation, once, for at most what it holds. */
  function capture(body) {
    const payment = [...fake.payments.values()].find((p) => p.token === body.authorization_token);
    const amount = centsOf(body.amount);
    if (!payment) return { status: -1, msg: 'Invalid authorization token', data: null };
    if (payment.status !== 'AUTHORIZED')
      return { status: -1, msg: 'Authorization is already captured or released', data: null };
    if (amount === null || amount < 1 || amount > payment.amount)
      return { status: -1, msg: 'Capture amount exceeds the authorized amount', data: null };
    Object.assign(payment, { status: 'RECEIVED', captured: amount });
    fake.captures.push({ payment_id: payment.payment_id, amount });
    return {
      status: 1,
      msg: 'Successfully captured payment',
      data: {
        status_code: 2,
        payment_id: Number(payment.payment_id),
        currency: payment.currency,
        amount: payment.amount / 100,
        captured_amount: amount / 100,
        order_id: payment.order_id,
      },
    };
  }

  /** Refund: part or all of a payment received, or (with a token) the release of a hold. */
  function refund(body) {
    if (body.authorization_token) {
      const hold = [...fake.payments.values()].find((p) => p.token === body.authorization_token);
      if (!hold || hold.status !== 'AUTHORIZED')
        return { status: -1, msg: 'No authorization to refund', data: null };
      hold.status = 'CANCELLED';
      fake.releases.push({ payment_id: hold.payment_id });
      return { status: 1, msg: 'Successfully processed the authorization refund', data: null };
    }
    const payment = fake.payments.get(String(body.payment_id));
    if (!payment || payment.status !== 'RECEIVED')
      return { status: -1, msg: 'Payment cannot be refunded', data: null };
    const paid = payment.captured || payment.amount;
    const left = paid - payment.refunded;
    const amount = body.amount === undefined ? left : centsOf(body.amount);
    if (amount === null || amount < 1 || amount > left)
      return { status: -1, msg: 'Refund amount exceeds the refundable amount', data: null };
    payment.refunded += amount;
    if (payment.refunded === paid) payment.status = 'REFUNDED';
    const refundId = 560034000000 + fake.refunds.length;
    fake.refunds.push({
      payment_id: payment.payment_id,
      amount,
      description: body.description,
      refund_id: refundId,
    });
    return { status: 1, msg: 'Successfully processed the refund', data: refundId };
  }

  /** Retrieval: an order's payments, as PayHere lists them. */
  function search(orderId) {
    const found = [...fake.payments.values()]
      .filter((p) => p.order_id === orderId)
      .map((p) => ({
        payment_id: Number(p.payment_id),
        order_id: p.order_id,
        date: new Date().toISOString().slice(0, 19).replace('T', ' '),
        description: `Order ${p.order_id}`,
        status: p.status,
        currency: p.currency,
        amount: (p.captured || p.amount) / 100,
        amount_detail: { currency: p.currency, gross: (p.captured || p.amount) / 100, fee: 0 },
        payment_method: { method: 'TEST', card_no: '************1292' },
        items: null,
      }));
    return found.length > 0
      ? { status: 1, msg: `Payments with order_id:${orderId}`, data: found }
      : { status: -1, msg: 'No payments found', data: null };
  }
}
