export { loadingCountAtom, newId, noticeForError, noticeQueueAtom, toastAtom, type Notice, type Toast } from "./atoms";
export { LoadingIndicator } from "./LoadingIndicator";
export { NoticeDialog } from "./NoticeDialog";
export { ToastMessage } from "./ToastMessage";
export { NoticeFrame } from "./NoticeFrame";
