export { cn, loadClassMerge } from './cn';
export { Alert, AlertDescription, AlertScrollIntoViewContext, AlertTitle } from './alert';
export { Badge, badgeVariants } from './badge';
export { Button, buttonVariants } from './button';
export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
export { Checkbox } from './checkbox';
export { DataTable, tableClasses, useDataTableUrlState } from './data-table';
export type { ColumnDef, DataTableProps, DataTableUrlState } from './data-table';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './dialog';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './dropdown-menu';
export { EmptyState } from './empty-state';
export { firstUse, focusFirstMenuItem, menuTriggerProps, useFirstOpenFocus, useFirstUse } from './first-use';
export type { FirstUse, OpenedBy } from './first-use';
export { ErrorState } from './error-state';
export { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from './field';
export { Input, nativeSelectClassName } from './input';
export { Label } from './label';
export { LeavePagePrompt } from './leave-page-prompt';
export { PageContainer } from './page-container';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';
export { SaveBar } from './save-bar';
export type { SaveBarProps } from './save-bar';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
export { Textarea } from './textarea';
export { TOOLTIP_DELAY_MS, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';
export { VisuallyHidden } from './visually-hidden';
export { DateInput, dateEntryError } from './date-input';
export { TimeInput, timeEntryError } from './time-input';
