import { ActionIcon, NativeSelect, NumberInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { CREDIT_PURCHASE_MAX } from '@talent/contract';
import type { ReactNode } from 'react';
import classes from './staff.module.css';
import { TIER_PRICE_MAX, type TierRow, type TierRule } from './tier-rows.js';

export type TierRowLabels = {
  from: string;
  rule: string;
  percentRule: string;
  priceRule: string;
  percent: string;
  price: string;
  remove: string;
};

type Props = {
  row: TierRow;
  labels: TierRowLabels;
  /** The form's props of the row's "from" and value inputs. */
  input: (field: 'min' | 'value') => GetInputPropsReturnType;
  /** A new rule empties the value, which meant something else. */
  onRule: (rule: TierRule) => void;
  onRemove: () => void;
  autoFocus?: boolean;
  /** Under the inputs (the row's rule in words). */
  children?: ReactNode;
};

/** One discount tier's inputs, as a list item: from, rule, percentage or price, remove. */
export function TierRowInputs({ row, labels, input, onRule, onRemove, autoFocus, children }: Props) {
  const percent = row.rule === 'percent';
  return (
    <li className={classes.tierRow}>
      <NumberInput
        label={labels.from}
        required
        min={1}
        max={CREDIT_PURCHASE_MAX}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        {...input('min')}
        data-autofocus={autoFocus ? true : undefined}
      />
      <NativeSelect
        label={labels.rule}
        value={row.rule}
        onChange={(e) => onRule(e.currentTarget.value === 'price' ? 'price' : 'percent')}
        data={[
          { value: 'percent', label: labels.percentRule },
          { value: 'price', label: labels.priceRule },
        ]}
      />
      <NumberInput
        label={percent ? labels.percent : labels.price}
        required
        min={percent ? 1 : 0}
        max={percent ? 100 : TIER_PRICE_MAX}
        allowDecimal={!percent}
        decimalScale={2}
        allowNegative={false}
        clampBehavior="none"
        suffix={percent ? ' %' : undefined}
        {...input('value')}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        className={classes.remove}
        aria-label={labels.remove}
        onClick={onRemove}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
      {children}
    </li>
  );
}
