import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ServiceType } from '../../../domain/services';
import {
  BUDGET_BANDS,
  BUDGET_BAND_LABELS,
  ELECTRICAL_WORK,
  ELECTRICAL_WORK_LABELS,
  GARDEN_FREQUENCIES,
  GARDEN_FREQUENCY_LABELS,
  GARDEN_SIZES,
  GARDEN_SIZE_LABELS,
  GARDEN_TASKS,
  GARDEN_TASK_LABELS,
  GEYSER_AGES,
  GEYSER_AGE_LABELS,
  GEYSER_SIZES,
  MAX_ROOM_COUNT,
  PLUMBING_PROBLEMS,
  PLUMBING_PROBLEM_LABELS,
} from '../../../domain/trade-questions';
import { BoundField } from '../../components/ui/bound-field';
import { NativeSelect } from '../../components/ui/select';
import { ToggleChip } from '../../components/ui/toggle-chip';
import type { RequestFormValues } from './request-body';
import { m } from '../../../i18n/paraglide/messages.js';
import { requestWord } from '../../lib/request-words';

type Form = UseFormReturn<RequestFormValues>;
type Option = readonly [value: string, label: string];

const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value): Option => [value, labels ? requestWord(labels[value]) : value]);

const COUNTS = Array.from({ length: MAX_ROOM_COUNT + 1 }, (_, n): Option => [String(n), String(n)]);

/** A select of answers whose first choice is to leave it unanswered. */
function Choice({
  form,
  name,
  label,
  choices,
  disabled,
}: {
  form: Form;
  name: Parameters<Form['register']>[0];
  label: string;
  choices: Option[];
  disabled: boolean;
}) {
  return (
    <BoundField form={form} name={name} label={label} as={NativeSelect} disabled={disabled}>
      <option value="">{m.tq_not_saying()}</option>
      {choices.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </BoundField>
  );
}

/**
 * The trade's few questions on /request (issue 46), each optional: what is wrong for a plumber,
 * what work for an electrician, the garden for a gardener, the bedrooms and bathrooms of an
 * indoor clean; then the budget, for every trade.
 */
export function TradeQuestions({
  form,
  serviceType,
  indoor,
  disabled,
}: {
  form: Form;
  serviceType: ServiceType;
  indoor: boolean;
  disabled: boolean;
}) {
  const id = useId();
  const [problem, tasks, certificate, refuseRemoval] = useWatch({
    control: form.control,
    name: [
      'answers.problem',
      'answers.gardenTasks',
      'answers.certificate',
      'answers.refuseRemoval',
    ],
  });
  const choice = (name: Parameters<Form['register']>[0], label: string, choices: Option[]) => (
    <Choice form={form} name={name} label={label} choices={choices} disabled={disabled} />
  );
  const questions =
    serviceType === 'plumbing' ? (
      <>
        {choice(
          'answers.problem',
          m.tq_problem(),
          options(PLUMBING_PROBLEMS, PLUMBING_PROBLEM_LABELS),
        )}
        {choice('answers.waterRunning', m.tq_water(), [
          ['yes', m.answer_yes()],
          ['no', m.answer_no()],
        ])}
        {problem === 'geyser' ? (
          <>
            {choice(
              'answers.geyserSize',
              m.tq_geyser_size(),
              GEYSER_SIZES.map((size) => [size, m.tq_litres({ size })]),
            )}
            {choice(
              'answers.geyserAge',
              m.tq_geyser_age(),
              options(GEYSER_AGES, GEYSER_AGE_LABELS),
            )}
          </>
        ) : null}
      </>
    ) : serviceType === 'electrical' ? (
      <>
        {choice('answers.work', m.tq_work(), options(ELECTRICAL_WORK, ELECTRICAL_WORK_LABELS))}
        <div>
          <ToggleChip
            label={m.tq_coc()}
            checked={certificate}
            disabled={disabled}
            onCheckedChange={(on) => form.setValue('answers.certificate', on)}
          />
        </div>
      </>
    ) : serviceType === 'gardening' ? (
      <>
        {choice(
          'answers.gardenSize',
          m.tq_garden_size(),
          options(GARDEN_SIZES, GARDEN_SIZE_LABELS),
        )}
        <div className="grid gap-2">
          <span id={`${id}-tasks`} className="text-sm font-medium">
            {m.tq_garden_tasks()}
          </span>
          <div className="flex flex-wrap gap-2" role="group" aria-labelledby={`${id}-tasks`}>
            {GARDEN_TASKS.map((task) => (
              <ToggleChip
                key={task}
                label={requestWord(GARDEN_TASK_LABELS[task])}
                checked={tasks.includes(task)}
                disabled={disabled}
                onCheckedChange={(on) =>
                  form.setValue(
                    'answers.gardenTasks',
                    on ? [...tasks, task] : tasks.filter((one) => one !== task),
                  )
                }
              />
            ))}
            <ToggleChip
              label={m.tq_refuse()}
              checked={refuseRemoval}
              disabled={disabled}
              onCheckedChange={(on) => form.setValue('answers.refuseRemoval', on)}
            />
          </div>
        </div>
        {choice(
          'answers.frequency',
          m.tq_frequency(),
          options(GARDEN_FREQUENCIES, GARDEN_FREQUENCY_LABELS),
        )}
      </>
    ) : indoor ? (
      <div className="grid grid-cols-2 gap-3">
        {choice('answers.bedrooms', m.tq_bedrooms(), COUNTS)}
        {choice('answers.bathrooms', m.tq_bathrooms(), COUNTS)}
      </div>
    ) : null;
  return (
    <fieldset className="grid gap-4 rounded-xl border bg-muted/40 p-4" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold">{m.tq_legend()}</legend>
      <p className="-mt-2 text-sm text-muted-foreground">{m.tq_hint()}</p>
      {questions}
      {choice('budget', m.tq_budget(), options(BUDGET_BANDS, BUDGET_BAND_LABELS))}
    </fieldset>
  );
}
