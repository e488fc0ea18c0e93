/* Dates, NHS numbers and sizes are shown one way everywhere (shared/lib/format). */
export { formatDate, formatDateTime, formatFileSize, formatNhsNumber } from '@/shared/lib/format';
