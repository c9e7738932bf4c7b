/**
 * The studio's own pieces of the generated form (RJSF renders the rest from the JSON Schema): texts per language
 * with the missing languages in view, `when` rules picked from the header's own rule names, keys and positions picked
 * from the built-in entries, text buttons, and a legend that names each group and item by its key and label.
 */
import { getTemplate, getUiOptions } from '@rjsf/utils';
import type {
  ArrayFieldItemTemplateProps,
  FieldProps,
  IconButtonProps,
  ObjectFieldTemplateProps,
  RegistryWidgetsType,
  TemplatesType,
  WidgetProps,
} from '@rjsf/utils';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { LANGUAGES } from '../../src/i18n/languages';
import { DOCUMENT_SECTION } from '../../src/menu/document/apply-items';
import { ALL_GROUPS } from '../../src/menu/items';
import { ROLE_RULE_NAMES, RULE_NAMES } from '../../src/menu/rule-names';
import { MenuOrder } from './MenuOrder';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What every part of the form can read: the whole draft. */
export interface FormContext {
  draft: unknown;
}

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language.locale !== 'en');

/** A label or description: texts per language (English required), or one of the header's own text keys. */
export function LocalizedTextField(props: FieldProps) {
  const { formData, onChange, fieldPathId, uiSchema, disabled, readonly } = props;
  const id = fieldPathId.$id;
  const title = String(uiSchema?.['ui:title'] ?? props.name);
  const isKey = typeof formData === 'string';
  const texts: Json = isObject(formData) ? formData : {};
  const set = (value: unknown) => onChange(value as never, fieldPathId.path);
  const setText = (locale: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...texts, [locale]: event.target.value === '' ? undefined : event.target.value };
    set(Object.values(next).some((text) => text !== undefined) ? next : undefined);
  };
  const filled = OTHER_LANGUAGES.filter((language) => typeof texts[language.locale] === 'string');
  const missing = OTHER_LANGUAGES.filter((language) => typeof texts[language.locale] !== 'string');
  const locked = disabled || readonly;
  const input = (locale: string, name: string, dir: 'ltr' | 'rtl') => (
    <div className="localized-row" key={locale}>
      <label htmlFor={`${id}_${locale}`}>
        {name} <span className="code">{locale}</span>
      </label>
      <input
        id={`${id}_${locale}`}
        dir={dir}
        value={typeof texts[locale] === 'string' ? String(texts[locale]) : ''}
        onChange={setText(locale)}
        disabled={locked}
      />
    </div>
  );
  return (
    <fieldset className="localized" id={id}>
      <legend>{title}</legend>
      <div className="localized-mode" role="radiogroup" aria-label={`${title}: what it is`}>
        <label>
          <input type="radio" name={`${id}_mode`} checked={!isKey} disabled={locked} onChange={() => set(undefined)} />
          Texts per language
        </label>
        <label>
          <input type="radio" name={`${id}_mode`} checked={isKey} disabled={locked} onChange={() => set('menu.')} />
          One of the header’s texts (a key)
        </label>
      </div>
      {isKey ? (
        <div className="localized-row">
          <label htmlFor={`${id}_key`}>Text key</label>
          <input id={`${id}_key`} value={formData} onChange={(event) => set(event.target.value)} disabled={locked} />
        </div>
      ) : (
        <>
          {input('en', 'English (the fallback)', 'ltr')}
          {filled.map((language) => input(language.locale, language.languageName, language.dir))}
          <details className="missing">
            <summary>
              {missing.length === 0
                ? 'Every language has its own text'
                : `Missing in ${missing.length} of ${OTHER_LANGUAGES.length} languages (English shows there): ${missing
                    .map((language) => language.locale)
                    .join(', ')}`}
            </summary>
            {missing.map((language) => input(language.locale, language.languageName, language.dir))}
          </details>
        </>
      )}
    </fieldset>
  );
}

const FLAG_RULES = RULE_NAMES.filter((name) => name.startsWith('flag.'));

/** `when`: every rule must hold; each picked from the header's own rule names, "not" negates it. */
export function RulesField(props: FieldProps) {
  const { formData, onChange, fieldPathId, disabled, readonly } = props;
  const id = fieldPathId.$id;
  const rules: string[] = Array.isArray(formData) ? formData.map(String) : [];
  const set = (next: string[]) => onChange((next.length > 0 ? next : undefined) as never, fieldPathId.path);
  const locked = disabled || readonly;
  return (
    <fieldset className="rules" id={id}>
      <legend>Shown only when (all of these hold; none: to everyone who sees the menu)</legend>
      {rules.map((rule, index) => {
        const negated = rule.startsWith('!');
        const name = negated ? rule.slice(1) : rule;
        return (
          <div className="rule-row" key={index}>
            <label htmlFor={`${id}_${index}`}>Rule {index + 1}</label>
            <select
              id={`${id}_${index}`}
              value={name}
              disabled={locked}
              onChange={(event) =>
                set(rules.map((other, i) => (i === index ? `${negated ? '!' : ''}${event.target.value}` : other)))
              }
            >
              <optgroup label="Reader">
                {ROLE_RULE_NAMES.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </optgroup>
              <optgroup label="Feature flag">
                {FLAG_RULES.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </optgroup>
              {!RULE_NAMES.includes(name) && <option>{name}</option>}
            </select>
            <label>
              <input
                type="checkbox"
                checked={negated}
                disabled={locked}
                onChange={(event) =>
                  set(rules.map((other, i) => (i === index ? `${event.target.checked ? '!' : ''}${name}` : other)))
                }
              />
              not
            </label>
            <button
              type="button"
              className="studio-button"
              disabled={locked}
              onClick={() => set(rules.filter((_, i) => i !== index))}
            >
              Remove rule {index + 1}
            </button>
          </div>
        );
      })}
      <button type="button" className="studio-button" disabled={locked} onClick={() => set([...rules, 'signedIn'])}>
        Add a rule
      </button>
    </fieldset>
  );
}

const SECTIONS = new Map(ALL_GROUPS.map((group) => [group.id as string, group.sections.map((section) => section.id)]));

const BUILT_IN = new Map(
  ALL_GROUPS.map((group) => [
    group.id as string,
    group.sections.flatMap((section) => section.items.filter((item) => !item.action).map((item) => item.id)),
  ]),
);

/**
 * The keys a field with this id may name: for a key or a position, the built-in entries' and the document's; for a
 * section, the sections of the entry's menu.
 */
export function keysFor(id: string, draft: unknown): string[] {
  const match = /^root_groups_(\d+)(?:_items_(\d+))?_(\w+)$/.exec(id);
  if (!match) return [];
  const groups = isObject(draft) && Array.isArray(draft.groups) ? draft.groups : [];
  const keysOf = (list: unknown[]) =>
    list.flatMap((entry) => (isObject(entry) && typeof entry.key === 'string' ? [entry.key] : []));
  if (match[2] === undefined) return [...new Set([...BUILT_IN.keys(), ...keysOf(groups)])];
  const group = groups[Number(match[1])];
  const groupKey = isObject(group) && typeof group.key === 'string' ? group.key : '';
  if (match[3] === 'section') return [...(SECTIONS.get(groupKey) ?? [DOCUMENT_SECTION])];
  const items = isObject(group) && Array.isArray(group.items) ? group.items : [];
  return [...new Set([...(BUILT_IN.get(groupKey) ?? []), ...keysOf(items)])];
}

/** A key or a position: free text, with the keys it may name offered. */
function KeyWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, registry, placeholder } = props;
  const listId = useId();
  const keys = keysFor(id, (registry.formContext as FormContext).draft);
  return (
    <>
      <input
        id={id}
        className="form-control"
        value={typeof value === 'string' ? value : ''}
        list={listId}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        aria-describedby={`${id}__description ${id}__error`}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
      <datalist id={listId}>
        {keys.map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
    </>
  );
}

export const WIDGETS: RegistryWidgetsType = { key: KeyWidget };
export const FIELDS = { localized: LocalizedTextField, rules: RulesField };

/** Whether RJSF's error tree has an error anywhere in it. */
const hasErrors = (tree: unknown): boolean =>
  isObject(tree) &&
  Object.entries(tree).some(([name, value]) =>
    name === '__errors' ? Array.isArray(value) && value.length > 0 : hasErrors(value),
  );

/**
 * A group or an item, named by its key and English label; the document itself has no legend. A group lists the order
 * of its entries above them; an item folds away, open when it is new or has a problem.
 */
function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, formData, fieldPathId, description, errorSchema } = props;
  const path = fieldPathId.path;
  const data: Json = isObject(formData) ? formData : {};
  const index = path[path.length - 1];
  const kind = path.length === 0 ? 'Document' : path[path.length - 2] === 'items' && path.length > 2 ? 'Item' : 'Group';
  const content = properties
    .filter((property) => !property.hidden)
    .flatMap((property) =>
      kind === 'Group' && property.name === 'items' && typeof index === 'number' && typeof data.key === 'string'
        ? [<MenuOrder key="order" groupIndex={index} groupKey={data.key} />, property.content]
        : [property.content],
    );
  if (kind === 'Document') return <div className="document-fields">{content}</div>;
  const label = isObject(data.label) && typeof data.label.en === 'string' ? ` · ${data.label.en}` : '';
  const key = typeof data.key === 'string' && data.key !== '' ? data.key : 'no key yet';
  const title = `${kind} ${typeof index === 'number' ? index + 1 : ''}: ${key}${label}`;
  if (kind === 'Item')
    return (
      <FoldedItem id={fieldPathId.$id} title={title} open={!data.key || hasErrors(errorSchema)}>
        {description}
        {content}
      </FoldedItem>
    );
  return (
    <fieldset className="entry entry-group" id={fieldPathId.$id}>
      <legend>{title}</legend>
      {description}
      {content}
    </fieldset>
  );
}

function FoldedItem({ id, title, open, children }: { id: string; title: string; open: boolean; children: ReactNode }) {
  // Open at first when new or wrong; after that, as the reader leaves it (and again whenever a problem appears).
  const [initiallyOpen] = useState(open);
  return (
    <details className="entry entry-item" id={id} open={initiallyOpen || open || undefined}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}

/** "group 2", "item 1 of group 2": an array entry of the form named by its id (RJSF: root_groups_1_items_0). */
export function entryWords(id: string): string {
  const match = /^root_groups_(\d+)(?:_items_(\d+))?/.exec(id);
  if (!match) return 'the document';
  const group = `group ${Number(match[1]) + 1}`;
  return match[2] === undefined ? group : `item ${Number(match[2]) + 1} of ${group}`;
}

/** What a form button does, in words a screen reader says out of context: "Remove item 1 of group 2". */
export function buttonWords(id: string, word: string): string {
  const add = /^(.*)__add$/.exec(id);
  if (add) {
    const list = add[1];
    if (list === 'root_groups') return 'Add a menu';
    if (list.endsWith('_items')) return `Add an entry to ${entryWords(list)}`;
    if (list.endsWith('_current')) return `Add a page to ${entryWords(list)}`;
    return word;
  }
  const entry = /^(.*)__\w+$/.exec(id)?.[1] ?? '';
  const page = /_current_(\d+)$/.exec(entry);
  const what = page ? `page ${Number(page[1]) + 1} of ${entryWords(entry)}` : entryWords(entry);
  return word === 'Move up' || word === 'Move down' ? `Move ${what} ${word.slice(5)}` : `${word} ${what}`;
}

const textButton = (word: string) =>
  function TextButton(props: IconButtonProps) {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { iconType, icon, uiSchema, registry, className, title, id, ...rest } = props;
    const words = id ? buttonWords(id, word) : word;
    return (
      <button
        type="button"
        className={`studio-button ${className ?? ''}`}
        id={id}
        aria-label={words}
        title={words}
        {...rest}
      >
        {id?.endsWith('__add') ? words : word}
      </button>
    );
  };

/** An entry of a list: its buttons (move, remove) above it, the entry at full width. */
function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className="array-entry">
      {hasToolbar && (
        <div className="array-entry-tools">
          <Buttons {...buttonsProps} />
        </div>
      )}
      {children}
    </div>
  );
}

export const TEMPLATES: Partial<TemplatesType> = {
  ObjectFieldTemplate,
  ArrayFieldItemTemplate,
  ButtonTemplates: {
    SubmitButton: () => null,
    AddButton: textButton('Add'),
    CopyButton: textButton('Copy'),
    MoveUpButton: textButton('Move up'),
    MoveDownButton: textButton('Move down'),
    RemoveButton: textButton('Remove'),
    ClearButton: textButton('Clear'),
  },
};
