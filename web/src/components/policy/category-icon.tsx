// A category's icon: the seed names a lucide icon (categories.json `icon`); only the ones the dataset uses
// are imported, so the bundle does not carry all of lucide. An unknown name shows a tag.
import {
  Bitcoin, Cigarette, Cookie, Crosshair, Dices, EyeOff, Gamepad2, Heart, House, Landmark, Leaf, Pill, Sparkles, Tag, Vote, Weight, Wine, type LucideIcon,
} from 'lucide-react';
import { cn } from '../../lib/cn';

const ICONS: Record<string, LucideIcon> = {
  bitcoin: Bitcoin,
  dices: Dices,
  'gamepad-2': Gamepad2,
  wine: Wine,
  landmark: Landmark,
  pill: Pill,
  heart: Heart,
  vote: Vote,
  crosshair: Crosshair,
  cigarette: Cigarette,
  leaf: Leaf,
  'eye-off': EyeOff,
  sparkles: Sparkles,
  cookie: Cookie,
  weight: Weight,
  house: House,
};

export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon] ?? Tag;
  return <Icon aria-hidden="true" className={cn('size-4 shrink-0', className)} />;
}
