import type { ActorRefFrom } from 'xstate';
import type { fileImportMachine } from '../../../machines/import/file-import.machine';

/** The running file import the screen's parts read and drive. */
export type FileImportActor = ActorRefFrom<typeof fileImportMachine>;
