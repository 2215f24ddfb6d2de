import { Flex, Slider, Typography } from 'antd';

interface ScaleSliderProps {
  id: string;
  /** The words of the stops that have them, by value (the first and last at least). */
  words: Record<number, string>;
  value: number | undefined;
  onChange: (value: number) => void;
}

const numberMarks = { 1: '1', 2: '2', 3: '3', 4: '4', 5: '5' };

/**
 * A 1–5 slider whose stops are numbered, with the words of the scale in a row under it that
 * wraps, and the chosen word spelt out. Words placed on the stops themselves ran past the card
 * at the ends and ran into each other on a phone.
 */
export const ScaleSlider = ({ id, words, value, onChange }: ScaleSliderProps) => {
  const entries = Object.entries(words).map(([stop, word]) => ({ stop: Number(stop), word }));
  const chosen = value === undefined ? undefined : words[value];
  return (
    <Flex vertical gap={4} style={{ paddingInline: 8 }}>
      <Slider
        id={id}
        min={1}
        max={5}
        step={1}
        marks={numberMarks}
        value={value}
        onChange={onChange}
        tooltip={{ formatter: (next) => (next === undefined ? '' : (words[next] ?? String(next))) }}
      />
      <Flex wrap gap="4px 12px" justify="space-between" aria-hidden>
        {entries.map(({ stop, word }) => (
          <Typography.Text key={stop} type="secondary" style={{ fontSize: 12 }}>
            {stop} = {word}
          </Typography.Text>
        ))}
      </Flex>
      {chosen && (
        <Typography.Text style={{ fontSize: 13 }} aria-live="polite">
          Your answer: {chosen}
        </Typography.Text>
      )}
    </Flex>
  );
};
