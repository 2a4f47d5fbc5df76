import { FullPageSpinner } from "@/components/ui/full-page-spinner";

export default function Loading() {
  return <FullPageSpinner />;
}
