export type { FileStore, StoredFile } from './store';
export { folderStore, scratchStore } from './folder';
export { s3Store, type S3Options } from './s3';
export { inspectUpload, UploadRefusedError, type InspectedUpload } from './inspect';
export {
  deletePhotoFiles,
  encodePhoto,
  storePhoto,
  THUMB_MAX_BYTES,
  type EncodedPhoto,
  type StoredPhoto,
} from './photo';
