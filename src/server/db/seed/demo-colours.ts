/**
 * The demo catalogue's styles (BUSINESS.md section 11): each demo product leads a style of 2 to 5
 * colours, so a newcomer sees swatches at once. The lead keeps its name and item id; each other
 * colour is its own product named "{colour} {cut}", its photos drawn in its own colour.
 */
import type { ColourFamily } from '#shared/colours';

type Extra = readonly [name: string, hex: string, family: ColourFamily];

export interface DemoStyle {
  /** The lead's colour, the start of its name ("Midnight Black" of "Midnight Black Oversized Tee"). */
  colour: string;
  family: ColourFamily;
  /** The style's other colours, in the order the style lists them. */
  extras: readonly Extra[];
  /** A colour sold out in every size, drawn crossed on its swatch. */
  soldOut?: string;
}

/** By the lead product's name. */
export const DEMO_STYLES: Record<string, DemoStyle> = {
  'Midnight Black Oversized Tee': {
    colour: 'Midnight Black',
    family: 'black',
    extras: [
      ['Stone', '#b8b2a6', 'beige'],
      ['Olive', '#5b6236', 'green'],
      ['Maroon', '#6b2230', 'red'],
    ],
  },
  'Bone White Oversized Tee': {
    colour: 'Bone White',
    family: 'white',
    extras: [
      ['Jet Black', '#151515', 'black'],
      ['Dusty Blue', '#7d95b0', 'blue'],
    ],
  },
  'Sage Green Drop-Shoulder Tee': {
    colour: 'Sage Green',
    family: 'green',
    extras: [
      ['Black', '#1a1a1a', 'black'],
      ['Sand', '#cdb891', 'beige'],
    ],
  },
  'Rust Orange Boxy Tee': {
    colour: 'Rust Orange',
    family: 'orange',
    extras: [['Black', '#1b1b1b', 'black']],
  },
  'Navy Blue Heavyweight Tee': {
    colour: 'Navy Blue',
    family: 'blue',
    extras: [
      ['Black', '#161616', 'black'],
      ['White', '#f1f0ec', 'white'],
      ['Bottle Green', '#1f4a36', 'green'],
      ['Grey Marl', '#8d8f92', 'grey'],
    ],
    soldOut: 'Bottle Green',
  },
  'Lavender Haze Oversized Tee': {
    colour: 'Lavender Haze',
    family: 'purple',
    extras: [['Baby Pink', '#e8b9c4', 'pink']],
  },
  'Mustard Yellow Oversized Tee': {
    colour: 'Mustard Yellow',
    family: 'yellow',
    extras: [
      ['Teal', '#2a6f73', 'blue'],
      ['Coral', '#e07a5f', 'orange'],
    ],
  },
  'Acid Wash Grey Oversized Tee': {
    colour: 'Acid Wash Grey',
    family: 'grey',
    extras: [['Acid Wash Black', '#2b2b2b', 'black']],
  },
  'Olive Utility Oversized Tee': {
    colour: 'Olive',
    family: 'green',
    extras: [
      ['Khaki', '#a39366', 'beige'],
      ['Black', '#1c1c1c', 'black'],
    ],
  },
  'Mumbai Nights Oversized Tee': {
    colour: 'Mumbai Nights',
    family: 'red',
    extras: [['Goa Sunset', '#e0823c', 'orange']],
  },
  'Charcoal Heavyweight Hoodie': {
    colour: 'Charcoal',
    family: 'grey',
    extras: [
      ['Black', '#171717', 'black'],
      ['Navy', '#1e2a46', 'blue'],
    ],
  },
  'Forest Green Oversized Hoodie': {
    colour: 'Forest Green',
    family: 'green',
    extras: [
      ['Black', '#141414', 'black'],
      ['Mocha', '#6f4e37', 'brown'],
    ],
  },
  'Oatmeal Melange Hoodie': {
    colour: 'Oatmeal Melange',
    family: 'beige',
    extras: [['Grey Melange', '#a3a3a3', 'grey']],
  },
  'Maroon Pullover Hoodie': {
    colour: 'Maroon',
    family: 'red',
    extras: [
      ['Black', '#161616', 'black'],
      ['Olive', '#556b2f', 'green'],
    ],
  },
  'Sky Blue Oversized Hoodie': {
    colour: 'Sky Blue',
    family: 'blue',
    extras: [['Lilac', '#c3b1e1', 'purple']],
  },
  'Jet Black Essential Hoodie': {
    colour: 'Jet Black',
    family: 'black',
    extras: [
      ['Off White', '#efeae0', 'white'],
      ['Heather Grey', '#9b9da0', 'grey'],
      ['Brown', '#5c4033', 'brown'],
    ],
  },
  'Dusty Pink Oversized Hoodie': {
    colour: 'Dusty Pink',
    family: 'pink',
    extras: [['Cream', '#efe5cf', 'beige']],
  },
  'Cobalt Blue Hoodie': {
    colour: 'Cobalt Blue',
    family: 'blue',
    extras: [
      ['Red', '#b22234', 'red'],
      ['Black', '#151515', 'black'],
    ],
  },
  'Ash Grey Boxy Hoodie': { colour: 'Ash Grey', family: 'grey', extras: [['Black', '#1a1a1a', 'black']] },
  'Heather Grey Crewneck Sweatshirt': {
    colour: 'Heather Grey',
    family: 'grey',
    extras: [
      ['Black', '#181818', 'black'],
      ['Navy', '#1c2541', 'blue'],
    ],
  },
  'Bottle Green Crewneck Sweatshirt': {
    colour: 'Bottle Green',
    family: 'green',
    extras: [['Mustard', '#c9a227', 'yellow']],
  },
  'Cream Varsity Sweatshirt': { colour: 'Cream', family: 'beige', extras: [['Navy', '#1d2748', 'blue']] },
  'Navy Oversized Sweatshirt': {
    colour: 'Navy',
    family: 'blue',
    extras: [
      ['Black', '#171717', 'black'],
      ['Sage', '#9caf88', 'green'],
    ],
  },
  'Terracotta Crewneck Sweatshirt': {
    colour: 'Terracotta',
    family: 'orange',
    extras: [['Sand', '#cdb891', 'beige']],
  },
  'Black Essential Sweatshirt': {
    colour: 'Black',
    family: 'black',
    extras: [
      ['White', '#f2f1ee', 'white'],
      ['Grey Marl', '#8d8f92', 'grey'],
    ],
  },
  'Powder Blue Sweatshirt': { colour: 'Powder Blue', family: 'blue', extras: [['Blush', '#e6b8b7', 'pink']] },
  'Plum Crewneck Sweatshirt': { colour: 'Plum', family: 'purple', extras: [['Rose', '#c97b84', 'pink']] },
  'Khaki Brushed Sweatshirt': {
    colour: 'Khaki',
    family: 'beige',
    extras: [
      ['Charcoal', '#36393d', 'grey'],
      ['Brown', '#5c4033', 'brown'],
    ],
  },
};
