import { useEffect, useRef, useState } from 'react';
import type { InstallAddress } from '../../lib/install-slice.ts';
import { ADDRESS_EDIT_DEBOUNCE_MS, type AddressDraft, type AddressField, EMPTY_DRAFT, storedAddressJson } from './availability-steps.ts';
import { readStoredDraft, writeStored } from './availability-storage.ts';

/** The address form's draft and its errors, kept in local storage as the shopper types (doc 001 §4, §9). */
export function useAddressDraft(open: boolean) {
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [wasOpen, setWasOpen] = useState(false);
  const pendingDraft = useRef<AddressDraft | null>(null);

  // Opening: the address kept in local storage (MI_PropertyAddress) fills the form.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const stored = readStoredDraft();
      if (stored) setDraft(stored);
    }
  }

  // Doc 001 §4, §9: edits are pushed after a 300 ms pause (the pending edit is the draft itself).
  useEffect(() => {
    if (pendingDraft.current !== draft) return;
    const timer = setTimeout(() => {
      if (pendingDraft.current !== draft) return;
      pendingDraft.current = null;
      writeStored(storedAddressJson(draft));
    }, ADDRESS_EDIT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  function flushDraft() {
    const edited = pendingDraft.current;
    pendingDraft.current = null;
    if (edited) writeStored(storedAddressJson(edited));
  }

  function edit(field: AddressField, value: string) {
    const next = { ...draft, [field]: value };
    pendingDraft.current = next;
    setDraft(next);
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  /** The address setaddress answered is kept at once and fills the form. */
  function keepSaved(address: InstallAddress) {
    writeStored(storedAddressJson(address));
    pendingDraft.current = null;
    setDraft({ line1: address.line1, line2: address.line2, city: address.city, state: address.state, zipCode: address.zipCode });
  }

  return { draft, errors, setErrors, flushDraft, edit, keepSaved };
}
