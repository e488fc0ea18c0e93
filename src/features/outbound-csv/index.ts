export { CsvUpload } from './ui/csv-upload';
