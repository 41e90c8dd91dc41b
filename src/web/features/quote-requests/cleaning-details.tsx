import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CUSTOM_ITEM,
  FABRICS,
  ITEMS,
  OUTDOOR_TASKS,
  ROOMS,
  type OutdoorTask,
  type Room,
} from '../../../domain/presets';
import type { CleaningItem } from '../../../domain/schemas/quote-requests';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/select';
import { RadioChips } from '../../components/ui/radio-chips';
import { ToggleChip } from '../../components/ui/toggle-chip';
import { canAddItem } from './request-body';
import { m } from '../../../i18n/paraglide/messages.js';
import { requestWord } from '../../lib/request-words';

const CLEANING_TYPES = [
  { value: 'indoor', label: requestWord('Indoor') },
  { value: 'outdoor', label: requestWord('Outdoor') },
] as const;

interface Props {
  cleaningType: 'indoor' | 'outdoor';
  onCleaningTypeChange: (type: 'indoor' | 'outdoor') => void;
  rooms: Room[];
  onRoomsChange: (rooms: Room[]) => void;
  outdoorTasks: OutdoorTask[];
  onOutdoorTasksChange: (tasks: OutdoorTask[]) => void;
  items: CleaningItem[];
  onItemsChange: (items: CleaningItem[]) => void;
  disabled?: boolean;
}

function toggle<T extends string>(list: T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((v) => v !== value);
}

/** The cleaning details block of /request: indoor or outdoor, rooms or tasks, and items. */
export function CleaningDetailsFields(props: Props) {
  const id = useId();
  const [selected, setSelected] = useState('');
  const [customName, setCustomName] = useState('');
  const [fabric, setFabric] = useState('');
  const isCustom = selected === CUSTOM_ITEM;

  const addItem = () => {
    if (!canAddItem(selected, customName, CUSTOM_ITEM)) return;
    const name = isCustom ? customName.trim() : selected;
    props.onItemsChange([
      ...props.items,
      { name, ...(fabric ? { fabric: fabric as CleaningItem['fabric'] } : {}) },
    ]);
    setSelected('');
    setCustomName('');
    setFabric('');
  };

  return (
    <fieldset className="grid gap-5 rounded-xl border bg-muted/40 p-4" disabled={props.disabled}>
      <legend className="px-1 text-sm font-semibold">{m.clean_details()}</legend>

      <div className="grid gap-2">
        <span className="text-sm font-medium" aria-hidden>
          {m.clean_type()}
        </span>
        <RadioChips
          label={m.clean_type()}
          options={CLEANING_TYPES}
          value={props.cleaningType}
          onChange={props.onCleaningTypeChange}
        />
      </div>

      {props.cleaningType === 'indoor' ? (
        <div className="grid gap-2">
          <span id={`${id}-rooms`} className="text-sm font-medium">
            {m.clean_rooms()}
          </span>
          <div className="flex flex-wrap gap-2" role="group" aria-labelledby={`${id}-rooms`}>
            {ROOMS.map((room) => (
              <ToggleChip
                key={room}
                label={requestWord(room)}
                checked={props.rooms.includes(room)}
                onCheckedChange={(on) => props.onRoomsChange(toggle(props.rooms, room, on))}
              />
            ))}
          </div>
        </div>
      ) : (
        <div className="grid gap-2">
          <span id={`${id}-tasks`} className="text-sm font-medium">
            {m.clean_tasks()}
          </span>
          <div className="flex flex-wrap gap-2" role="group" aria-labelledby={`${id}-tasks`}>
            {OUTDOOR_TASKS.map((task) => (
              <ToggleChip
                key={task}
                label={requestWord(task)}
                checked={props.outdoorTasks.includes(task)}
                onCheckedChange={(on) =>
                  props.onOutdoorTasksChange(toggle(props.outdoorTasks, task, on))
                }
              />
            ))}
          </div>
        </div>
      )}

      <div className="grid gap-3">
        <span className="text-sm font-medium">{m.clean_items()}</span>
        <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-item`} className="text-xs text-muted-foreground">
              {m.clean_item()}
            </Label>
            <NativeSelect
              id={`${id}-item`}
              value={selected}
              onChange={(e) => setSelected(e.target.value)}
            >
              <option value="">{m.clean_choose_item()}</option>
              {ITEMS.map((item) => (
                <option key={item} value={item}>
                  {requestWord(item)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-fabric`} className="text-xs text-muted-foreground">
              {m.clean_fabric()}
            </Label>
            <NativeSelect
              id={`${id}-fabric`}
              value={fabric}
              onChange={(e) => setFabric(e.target.value)}
            >
              <option value="">{m.clean_any_fabric()}</option>
              {FABRICS.map((f) => (
                <option key={f} value={f}>
                  {requestWord(f)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            type="button"
            variant="outline"
            onClick={addItem}
            disabled={!canAddItem(selected, customName, CUSTOM_ITEM)}
          >
            <Plus aria-hidden />
            {m.clean_add_item()}
          </Button>
        </div>
        {isCustom ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-custom`} className="text-xs text-muted-foreground">
              {m.clean_custom_name()}
            </Label>
            <Input
              id={`${id}-custom`}
              value={customName}
              maxLength={80}
              placeholder={m.clean_custom_placeholder()}
              onChange={(e) => setCustomName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addItem();
                }
              }}
            />
          </div>
        ) : null}
        {props.items.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={m.clean_items_added()}>
            {props.items.map((item, index) => (
              <li
                key={`${item.name}-${index}`}
                className="inline-flex min-h-11 items-center gap-1 rounded-full border bg-card pl-4 pr-1 text-sm"
              >
                {requestWord(item.name)}
                {item.fabric ? (
                  <span className="text-muted-foreground">· {requestWord(item.fabric)}</span>
                ) : null}
                <button
                  type="button"
                  className="inline-flex size-9 items-center justify-center rounded-full hover:bg-accent"
                  aria-label={m.clean_remove({
                    item: `${requestWord(item.name)}${item.fabric ? ` (${requestWord(item.fabric)})` : ''}`,
                  })}
                  onClick={() => props.onItemsChange(props.items.filter((_, i) => i !== index))}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </fieldset>
  );
}
