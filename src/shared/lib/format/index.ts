export {
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatDayMonthTime,
  formatFileSize,
  formatLongDate,
  formatNhsNumber,
  formatTime,
  initialsOf,
} from './format';
