import { Icon, type IconProps } from "@/components/ui/icons/icon";

export function CalendarPlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 11h18M12 14v5M9.5 16.5h5" />
    </Icon>
  );
}
