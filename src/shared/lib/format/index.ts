export {
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatDayMonthTime,
  formatFileSize,
  formatLongDate,
  formatNhsNumber,
  formatTime,
} from './format';
