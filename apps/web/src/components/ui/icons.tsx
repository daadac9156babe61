import {
  ArrowRight,
  Bell,
  BuildingComplex,
  Calculator,
  Calendar,
  Camera,
  Check,
  ChevronDown,
  Circle,
  CircleCheck,
  CirclePlay,
  CircleX,
  Clock,
  Eye,
  EyeOff,
  FileText,
  Info,
  Lock,
  type LucideIcon,
  type LucideProps,
  Mail,
  Menu,
  Network,
  Plus,
  Quote,
  ShieldCheck,
  Smartphone,
  TriangleExclamationPoint,
  User,
  Wrench,
  X,
} from 'lucide-react';

/**
 * The app's icons, named for what they mean here (a success, a document, the business network)
 * and drawn by lucide-react, so a new icon is one import away and nothing is fetched from an icon
 * CDN. Each is imported by name, so the bundle keeps only the icons the app draws.
 *
 * The app's defaults: 20 px (a `width`, `height` or `size` prop, or a `size-*` class, changes
 * it) and decorative (`aria-hidden`, not focusable): give a label to the control that holds them.
 */
type IconProps = LucideProps;

function draw(Glyph: LucideIcon, props: IconProps) {
  return <Glyph size={20} aria-hidden="true" focusable="false" {...props} />;
}

export function SuccessIcon(props: IconProps) {
  return draw(CircleCheck, props);
}

export function ErrorIcon(props: IconProps) {
  return draw(CircleX, props);
}

export function InfoIcon(props: IconProps) {
  return draw(Info, props);
}

export function WarningIcon(props: IconProps) {
  return draw(TriangleExclamationPoint, props);
}

export function CloseIcon(props: IconProps) {
  return draw(X, props);
}

export function MenuIcon(props: IconProps) {
  return draw(Menu, props);
}

export function CheckIcon(props: IconProps) {
  return draw(Check, props);
}

export function ChevronDownIcon(props: IconProps) {
  return draw(ChevronDown, props);
}

export function ArrowRightIcon(props: IconProps) {
  return draw(ArrowRight, props);
}

export function UserIcon(props: IconProps) {
  return draw(User, props);
}

export function PlusIcon(props: IconProps) {
  return draw(Plus, props);
}

export function BuildingIcon(props: IconProps) {
  return draw(BuildingComplex, props);
}

export function CalculatorIcon(props: IconProps) {
  return draw(Calculator, props);
}

/** The business network (companies meeting at booths and on stages). */
export function NetworkIcon(props: IconProps) {
  return draw(Network, props);
}

export function ClockIcon(props: IconProps) {
  return draw(Clock, props);
}

/** Protection (a secure service, staff acting for a customer): a shield with a check. */
export function ShieldIcon(props: IconProps) {
  return draw(ShieldCheck, props);
}

export function DocumentIcon(props: IconProps) {
  return draw(FileText, props);
}

export function LockIcon(props: IconProps) {
  return draw(Lock, props);
}

/** Something being built (coming soon, services to come): a wrench. */
export function ToolsIcon(props: IconProps) {
  return draw(Wrench, props);
}

export function EyeIcon(props: IconProps) {
  return draw(Eye, props);
}

export function EyeOffIcon(props: IconProps) {
  return draw(EyeOff, props);
}

export function MailIcon(props: IconProps) {
  return draw(Mail, props);
}

/** A mobile phone (the numbers the app asks for and texts are mobile ones). */
export function PhoneIcon(props: IconProps) {
  return draw(Smartphone, props);
}

export function CameraIcon(props: IconProps) {
  return draw(Camera, props);
}

/** An unmet step or rule (its met counterpart is `CheckIcon`). */
export function CircleIcon(props: IconProps) {
  return draw(Circle, props);
}

export function PlayIcon(props: IconProps) {
  return draw(CirclePlay, props);
}

export function CalendarIcon(props: IconProps) {
  return draw(Calendar, props);
}

export function QuoteIcon(props: IconProps) {
  return draw(Quote, props);
}

export function BellIcon(props: IconProps) {
  return draw(Bell, props);
}
