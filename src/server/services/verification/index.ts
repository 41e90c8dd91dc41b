export { refreshVerification } from './derive';
export { adminUserId, audit, NoSuchAccountError, setAdmin } from './admins';
export {
  ownDocumentFile,
  ownDocuments,
  toProviderDocument,
  uploadDocument,
  type DocumentUpload,
} from './documents';
export {
  adminDocumentFile,
  auditTrail,
  decideDocument,
  documentQueue,
  sweepDecidedFiles,
  type Admin,
} from './desk';
export { decidedFileSweeper } from './sweeper';
