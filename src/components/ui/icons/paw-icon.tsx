import { Icon, type IconProps } from "@/components/ui/icons/icon";

export function PawIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="6" cy="9" r="2" />
      <circle cx="10" cy="5" r="2" />
      <circle cx="14" cy="5" r="2" />
      <circle cx="18" cy="9" r="2" />
      <path d="M8 16.5c0-2.5 1.8-4.5 4-4.5s4 2 4 4.5c0 1.7-1.3 2.5-2.5 2.5-.8 0-1-.5-1.5-.5s-.7.5-1.5.5C9.3 19 8 18.2 8 16.5Z" />
    </Icon>
  );
}
