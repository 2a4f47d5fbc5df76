"use client";

// The member's payment history with its details modal (issue 7). Being built in this session.
export function PaymentHistory() {
  return null;
}
