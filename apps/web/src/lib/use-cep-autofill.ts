import type { CepAddress } from '@ponte/shared/cep.schema';
import { BRAZILIAN_STATES, type BrazilianStateCode } from '@ponte/shared/reference/brazilian-states';
import { cepDigits, stateOfCep } from '@ponte/shared/reference/cep';
import { loadMunicipalities } from '@ponte/shared/reference/municipalities';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { lookupCep } from './cep-lookup.ts';

/**
 * The values an address block binds to (components/address-fields.tsx). A form holds those it shows:
 * the company form only state and cityCode, the profile location all of them.
 */
export interface AddressValues {
  country?: string | null;
  postalCode?: string;
  address?: string;
  streetNumber?: string;
  neighborhood?: string;
  complement?: string;
  state: string | null | undefined;
  /** The municipality's name, for forms that keep it beside the code. */
  city?: string;
  /** The 7-digit IBGE code of a Brazilian municipality. */
  cityCode: number | null | undefined;
}

type Filled = 'state' | 'cityCode' | 'city' | 'address' | 'neighborhood';

/** The IBGE prefix of a state's municipality codes (SP 35 → 35xxxxx). */
function stateIbge(state: string | null | undefined): number | undefined {
  return BRAZILIAN_STATES.find((s) => s.value === state)?.ibge;
}

/** Whether a municipality code belongs to a state. */
export function cityBelongs(cityCode: number | null | undefined, state: string | null | undefined): boolean {
  return typeof cityCode === 'number' && Math.floor(cityCode / 100_000) === stateIbge(state);
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The municipality a lookup answered: by its code, else by its name within the state. */
async function municipalityOf(address: CepAddress, state: BrazilianStateCode) {
  const list = await loadMunicipalities(state);
  if (address.cityCode !== null) return list.find((m) => m.value === address.cityCode) ?? null;
  const name = plain(address.city);
  return name ? (list.find((m) => plain(m.label) === name) ?? null) : null;
}

/**
 * Choosing a state drops a city of another state: the city list follows the state. Shared by the state
 * select and the CEP fill, so both leave the form in the same shape.
 */
export function changeState(form: UseFormReturn<AddressValues>, state: string, keepsCityName: boolean): void {
  const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted } as const;
  form.setValue('state', state, options);
  if (!cityBelongs(form.getValues('cityCode'), state)) {
    form.setValue('cityCode', null, { shouldDirty: true });
    if (keepsCityName) form.setValue('city', '', { shouldDirty: true });
  }
}

/**
 * Typing a complete CEP fills the place (ADR 0033): at once the state, from the CEP's national band;
 * then, when the API's optional lookup answers, street, neighbourhood, city and state. A field is filled
 * only when it is empty or still holds what an earlier fill put there, so nothing a person chose or
 * typed is overwritten; a state they chose that differs from the CEP's stays, and so does their city.
 * Without the lookup (not configured, offline) only the state is filled, and nothing is said.
 */
export function useCepAutofill(
  form: UseFormReturn<AddressValues>,
  options: { enabled: boolean; keepsCityName: boolean; fills: readonly Filled[] },
): { lookingUp: boolean } {
  const [lookingUp, setLookingUp] = useState(false);
  // The latest options, read when a CEP arrives: the subscription below outlives renders.
  const latest = useRef(options);
  latest.current = options;
  // What each field got from a fill: a field still holding it is the fill's to change again.
  const filled = useRef(new Map<Filled, unknown>());
  const lastCep = useRef<string | null>(cepDigits(form.getValues('postalCode')));
  const { enabled } = options;

  useEffect(() => {
    if (!enabled) return;
    let pending: AbortController | null = null;

    const fillable = (name: Filled) => {
      const { fills, keepsCityName } = latest.current;
      if (name !== 'state' && name !== 'cityCode' && !fills.includes(name)) return false;
      if (name === 'city' && !keepsCityName) return false;
      const value = form.getValues(name);
      if (value === '' || value === null || value === undefined) return true;
      return filled.current.has(name) && Object.is(filled.current.get(name), value);
    };
    const put = (name: Filled, value: string | number) => {
      form.setValue(name, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      filled.current.set(name, value);
    };
    const fillState = (state: BrazilianStateCode | null) => {
      if (!state || form.getValues('state') === state || !fillable('state')) return;
      changeState(form, state, latest.current.keepsCityName);
      filled.current.set('state', state);
    };
    const fillAddress = async (address: CepAddress, signal: AbortSignal) => {
      fillState(address.state);
      if (address.street && fillable('address')) put('address', address.street);
      if (address.district && fillable('neighborhood')) put('neighborhood', address.district);
      // A city goes only into its own state: a person who kept another state keeps their city too.
      const state = address.state;
      if (!state || form.getValues('state') !== state || !fillable('cityCode')) return;
      const municipality = await municipalityOf(address, state);
      if (!municipality || signal.aborted || form.getValues('state') !== state || !fillable('cityCode')) return;
      put('cityCode', municipality.value);
      if (fillable('city')) put('city', municipality.label);
    };

    const subscription = form.watch((values, { name }) => {
      if (name !== 'postalCode') return;
      const cep = cepDigits(values.postalCode);
      if (cep === lastCep.current) return;
      lastCep.current = cep;
      pending?.abort();
      pending = null;
      setLookingUp(false);
      if (!cep) return;
      fillState(stateOfCep(cep));
      const controller = new AbortController();
      pending = controller;
      setLookingUp(true);
      void lookupCep(cep, controller.signal)
        .then((address) =>
          address && !controller.signal.aborted ? fillAddress(address, controller.signal) : undefined,
        )
        .finally(() => {
          if (pending !== controller) return;
          pending = null;
          setLookingUp(false);
        });
    });
    return () => {
      subscription.unsubscribe();
      pending?.abort();
      setLookingUp(false);
    };
  }, [enabled, form]);

  return { lookingUp };
}
