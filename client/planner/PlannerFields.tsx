import type { PlannerChoices } from '../../shared/planner/choices.ts';
import type { PlanProblem } from '../../shared/planner/layout.ts';
import type { Plan } from '../../shared/planner/plan.ts';
import { MAX_GATES, MAX_SIDES } from '../../shared/planner/plan.ts';
import { useT } from '../app-context.tsx';
import type { PlannerForm } from '../../shared/planner/form-state.ts';

interface Props {
  form: PlannerForm;
  plan: Plan;
  choices: PlannerChoices;
  problems: PlanProblem[];
  /** Takes an update of the form as it is then: changes handed over one after another all count. */
  onChange: (update: (form: PlannerForm) => PlannerForm) => void;
}

/** The run (sides and corners) and the gates; plain named inputs, so the form also works as a GET form. */
export function RunFields({ form, plan, choices, problems, onChange }: Props) {
  const t = useT();
  const problem = (field: string) => problems.find((p) => p.field === field);
  const invalid = (field: string) => ({
    'aria-invalid': problem(field) ? true : undefined,
    'aria-describedby': problem(field) ? `planner-${field}-problem` : undefined,
  });
  const message = (field: string) => {
    const p = problem(field);
    return p ? (
      <p id={`planner-${field}-problem`} className="planner__problem">
        {t(p.key, p.params)}
      </p>
    ) : null;
  };
  const setSide = (i: number, value: string) =>
    onChange((f) => ({ ...f, sides: f.sides.map((s, j) => (j === i ? value : s)) }));
  const setAngle = (i: number, value: string) =>
    onChange((f) => ({ ...f, angles: f.angles.map((a, j) => (j === i ? value : a)) }));
  const setGate = (i: number, patch: Partial<PlannerForm['gates'][number]>) =>
    onChange((f) => ({ ...f, gates: f.gates.map((g, j) => (j === i ? { ...g, ...patch } : g)) }));
  const defaultWidth = (leaves: number) => String(choices.gateWidths.find((w) => w.leaves === leaves)?.widths[0] ?? '');

  return (
    <>
      <fieldset className="planner__group">
        <legend>{t('Course of the fence')}</legend>
        <p className="planner__hint">
          {t('Enter the total length, or one length per side with the turn at each corner.')}
        </p>
        {form.sides.map((side, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sides are positions along the run
          <div key={i} className="planner__row">
            {i > 0 && (
              <div className="field field--short">
                <label htmlFor={`planner-a${i - 1}`}>{t('Corner {n}: turn in °', { n: i })}</label>
                <input
                  id={`planner-a${i - 1}`}
                  name="a"
                  inputMode="numeric"
                  value={form.angles[i - 1] ?? '90'}
                  onChange={(e) => setAngle(i - 1, e.target.value)}
                  {...invalid(`a${i - 1}`)}
                />
                {message(`a${i - 1}`)}
              </div>
            )}
            <div className="field">
              <label htmlFor={`planner-l${i}`}>
                {form.sides.length === 1 ? t('Total length in m') : t('Side {n}: length in m', { n: i + 1 })}
              </label>
              <input
                id={`planner-l${i}`}
                name="l"
                inputMode="decimal"
                value={side}
                onChange={(e) => setSide(i, e.target.value)}
                {...invalid(`l${i}`)}
              />
              {message(`l${i}`)}
            </div>
            {form.sides.length > 1 && (
              <button
                type="button"
                className="button button--secondary planner__remove"
                onClick={() =>
                  onChange((f) => ({
                    ...f,
                    sides: f.sides.filter((_, j) => j !== i),
                    angles: f.angles.filter((_, j) => j !== Math.max(0, i - 1)),
                  }))
                }
              >
                {t('Remove side {n}', { n: i + 1 })}
              </button>
            )}
          </div>
        ))}
        {form.sides.length < MAX_SIDES && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange((f) => ({ ...f, sides: [...f.sides, ''], angles: [...f.angles, '90'] }))}
          >
            {t('Add a corner')}
          </button>
        )}
      </fieldset>

      <fieldset className="planner__group">
        <legend>{t('Gates')}</legend>
        {form.gates.map((gate, i) => {
          const settled = plan.gates[i];
          const widths = choices.gateWidths.find((w) => w.leaves === settled?.leaves)?.widths ?? [];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: gates are numbered in the order entered
            <div key={i} className="planner__row">
              <div className="field">
                <label htmlFor={`planner-gl${i}`}>{t('Gate {n}', { n: i + 1 })}</label>
                <select
                  id={`planner-gl${i}`}
                  name="gl"
                  value={String(settled?.leaves ?? gate.leaves)}
                  onChange={(e) => setGate(i, { leaves: e.target.value, width: defaultWidth(Number(e.target.value)) })}
                >
                  {choices.gateWidths.map((w) => (
                    <option key={w.leaves} value={w.leaves}>
                      {w.leaves === 1 ? t('single gate') : t('double gate')}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`planner-gw${i}`}>{t('Clear width')}</label>
                <select
                  id={`planner-gw${i}`}
                  name="gw"
                  value={String(settled?.width ?? gate.width)}
                  onChange={(e) => setGate(i, { width: e.target.value })}
                  {...invalid(`gw${i}`)}
                >
                  {widths.map((w) => (
                    <option key={w} value={w}>{`${w} mm`}</option>
                  ))}
                </select>
                {message(`gw${i}`)}
              </div>
              <div className="field">
                <label htmlFor={`planner-ga${i}`}>{t('Starts at m from the beginning')}</label>
                <input
                  id={`planner-ga${i}`}
                  name="ga"
                  inputMode="decimal"
                  value={gate.at}
                  onChange={(e) => setGate(i, { at: e.target.value })}
                  {...invalid(`ga${i}`)}
                />
                {message(`ga${i}`)}
              </div>
              <button
                type="button"
                className="button button--secondary planner__remove"
                onClick={() => onChange((f) => ({ ...f, gates: f.gates.filter((_, j) => j !== i) }))}
              >
                {t('Remove gate {n}', { n: i + 1 })}
              </button>
            </div>
          );
        })}
        {form.gates.length < MAX_GATES && choices.gateWidths.length > 0 && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              const leaves = choices.gateWidths[0]!.leaves;
              onChange((f) => ({
                ...f,
                gates: [...f.gates, { leaves: String(leaves), width: defaultWidth(leaves), at: '0' }],
              }));
            }}
          >
            {t('Add a gate')}
          </button>
        )}
      </fieldset>
    </>
  );
}

/** System, height, colour, mounting and privacy strips: the choices the catalog offers. */
export function ModelFields({ form, plan, choices, onChange }: Omit<Props, 'problems'>) {
  const t = useT();
  const select = (
    field: 'system' | 'height' | 'color' | 'mount',
    name: string,
    label: string,
    value: string,
    options: Array<{ value: string | number; label: string }>,
  ) => (
    <div className="field">
      <label htmlFor={`planner-${name}`}>{label}</label>
      <select
        id={`planner-${name}`}
        name={name}
        value={value}
        onChange={(e) => {
          const value = e.target.value;
          onChange((f) => ({ ...f, [field]: value }));
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="planner__group">
      <legend>{t('Fence')}</legend>
      <div className="planner__row">
        {select('system', 's', t('System'), String(plan.system), choices.systems)}
        {select('height', 'h', t('Height'), String(plan.height), choices.heights)}
        {select('color', 'c', t('Color'), plan.color, choices.colors)}
        {select('mount', 'm', t('Post mounting'), plan.mount, choices.mounts)}
      </div>
      <div className="planner__check">
        <input
          id="planner-p"
          type="checkbox"
          name="p"
          value="1"
          checked={form.privacy}
          onChange={(e) => {
            const privacy = e.target.checked;
            onChange((f) => ({ ...f, privacy }));
          }}
        />
        <label htmlFor="planner-p">{t('Privacy strips')}</label>
      </div>
    </fieldset>
  );
}
