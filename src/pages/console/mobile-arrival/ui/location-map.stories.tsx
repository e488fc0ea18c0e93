import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LocationMap } from './location-map';

/**
 * The mobile arrival map on its own (its panel's stories show it in the form). It has no loading or error state of its
 * own: without a location it is an empty grid, with one it shows the marker, with a tiles URL it draws the tiles.
 */
const meta = {
  title: 'Pages/Console/Mobile arrival/Location map',
  component: LocationMap,
  args: { latitude: null, longitude: null, tilesUrl: null, label: 'Practice location map', onPick: fn() },
} satisfies Meta<typeof LocationMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No location yet: a plain grid with no marker; the arrow keys still choose a place. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const map = within(canvasElement).getByRole('button', { name: 'Practice location map' });
    await expect(map.querySelector('svg')).toBeNull();
    map.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onPick).toHaveBeenCalledTimes(1);
  },
};

/** A chosen location: the marker shows, and ArrowRight moves it east (a larger longitude, the same latitude). */
export const Filled: Story = {
  args: { latitude: 51.5007, longitude: -0.1246 },
  play: async ({ canvasElement, args }) => {
    const map = within(canvasElement).getByRole('button', { name: 'Practice location map' });
    await expect(map.querySelector('svg')).not.toBeNull();
    map.focus();
    await userEvent.keyboard('{ArrowRight}');
    const picked = (args.onPick as ReturnType<typeof fn>).mock.calls[0]![0] as { latitude: number; longitude: number };
    await expect(picked.longitude).toBeGreaterThan(-0.1246);
    await expect(picked.latitude).toBeCloseTo(51.5007, 3);
  },
};

/** With a tiles URL template: the tiles come from it, at the map's zoom and position. */
export const WithTiles: Story = {
  args: { latitude: 51.5007, longitude: -0.1246, tilesUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' },
  play: async ({ canvasElement }) => {
    const tiles = canvasElement.querySelectorAll('img');
    await expect(tiles.length).toBeGreaterThan(0);
    await expect(tiles[0]!.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\.org\/16\/\d+\/\d+\.png$/);
  },
};
