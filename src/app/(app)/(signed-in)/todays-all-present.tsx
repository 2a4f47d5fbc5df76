"use client";

import { useRouter } from "next/navigation";
import { AllPresent } from "@/components/scheduling/all-present";

/** Home's 'Todos presentes' for today's lessons: the page is read again on the server once they are marked. */
export function TodaysAllPresent({ bookingIds }: { bookingIds: number[] }) {
  const router = useRouter();
  return <AllPresent bookingIds={bookingIds} onSettled={() => router.refresh()} />;
}
