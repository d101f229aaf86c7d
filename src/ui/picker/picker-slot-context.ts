import { createContext, useContext } from 'react';

/** True in the one slot of the page that shows the picker's dialog (see `createPickerSlots`). */
export const PickerSlotContext = createContext(true);

/** Whether this slot shows the page's picker dialog. */
export const usePickerSlotOwned = () => useContext(PickerSlotContext);
