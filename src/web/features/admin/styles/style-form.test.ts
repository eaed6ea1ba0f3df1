/**
 * The style form's mapping (BUSINESS.md section 11): the form becomes the body the shared style
 * schemas read, each rule's message lands beside the colour field it is about, and a refusal
 * from the server is placed on the colour it names.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '#shared/admin';
import { COLOUR_MESSAGES } from '#shared/colours';
import { styleAddColoursSchema, styleCreateSchema } from '#shared/styles';
import { checkWith } from '#web/components/form/zod-errors';
import {
  type ColourForm,
  colourInputValue,
  emptyColour,
  emptyStyleForm,
  errorsUnder,
  moveItem,
  repeatedNameErrors,
  type StyleForm,
  serverErrorField,
  toColoursPayload,
  toStylePayload,
  validHex,
} from './style-form';

/** The smallest data URL the WebP check accepts: RIFF....WEBP and a few bytes. */
const photo = `data:image/webp;base64,${Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(16, 1),
]).toString('base64')}`;

function colour(name: string, overrides: Partial<ColourForm> = {}): ColourForm {
  return {
    ...emptyColour(),
    name,
    hex: '#556B2F',
    family: 'green',
    images: [photo, photo, photo, photo],
    stock: { S: '1', M: '2', L: '', XL: '0', XXL: '0', XXXL: '4' },
    ...overrides,
  };
}

function style(colours: ColourForm[]): StyleForm {
  return {
    ...emptyStyleForm(),
    name: 'Oversized Tee',
    actualPrice: '1299',
    price: '799',
    fabric: 'Cotton, 240 GSM',
    texts: { description: 'Roomy.', washcare: 'Cold.', details: 'Ribbed.', specifications: 'Boxy.' },
    colours,
  };
}

const verdict = (form: StyleForm) =>
  checkWith(styleCreateSchema, toStylePayload(form), undefined, repeatedNameErrors(form.colours));

describe('the style form as a request', () => {
  it('sends the shared facts once and each colour with its photos, numbers for stock and prices', () => {
    const body = toStylePayload(style([colour('Olive'), colour('Black', { hex: '#000' })]));
    expect(body).toMatchObject({ name: 'Oversized Tee', price: 799, actualPrice: 1299, hsnCode: '' });
    expect(body.colours).toHaveLength(2);
    expect(body.colours[0]).toEqual({
      name: 'Olive',
      hex: '#556B2F',
      family: 'green',
      image: photo,
      image1: photo,
      image2: photo,
      image3: photo,
      size: { S: 1, M: 2, L: 0, XL: 0, XXL: 0, XXXL: 4 },
    });
    const parsed = styleCreateSchema.parse(body);
    expect(parsed.colours.map((c) => c.hex)).toEqual(['#556b2f', '#000000']);
  });

  it('sends only the colours when colours are added to a style', () => {
    const body = toColoursPayload([colour('Sand', { family: 'beige' })]);
    expect(Object.keys(body)).toEqual(['colours']);
    expect(styleAddColoursSchema.safeParse(body).success).toBe(true);
  });
});

describe("the rules' messages beside the colour they are about", () => {
  it('a colour without photos, a hex that is not a colour, a family not chosen', () => {
    const form = style([
      colour('Olive', { hex: 'olive' }),
      colour('Black', { images: ['', '', '', ''] }),
      colour('Rust', { family: '' }),
    ]);
    const { errors } = verdict(form);
    expect(errors['colours.0.hex']).toBe(COLOUR_MESSAGES.hexInvalid);
    expect(errors['colours.1.image']).toBe(ADMIN_MESSAGES.imageMissing);
    expect(errors['colours.1.image3']).toBe(ADMIN_MESSAGES.imageMissing);
    expect(errors['colours.2.family']).toBe(COLOUR_MESSAGES.familyInvalid);
    expect(errorsUnder(errors, 'colours.1.')).toMatchObject({ image: ADMIN_MESSAGES.imageMissing });
  });

  it('two colours of one name: the message stands beside the second name', () => {
    const form = style([colour('Olive'), colour('Black'), colour(' olive ')]);
    const { ok, errors } = verdict(form);
    expect(ok).toBe(false);
    expect(errors['colours.2.name']).toBe(COLOUR_MESSAGES.nameTwice('olive'));
    expect(errors['colours.0.name']).toBeUndefined();
  });

  it("a new colour named as one of the style's is flagged too", () => {
    expect(repeatedNameErrors([{ name: 'Sand' }, { name: 'Black' }], ['black'])).toEqual({
      'colours.1.name': COLOUR_MESSAGES.nameTwice('Black'),
    });
    expect(repeatedNameErrors([{ name: '' }, { name: '' }])).toEqual({});
  });
});

describe("a server's refusal placed on the form", () => {
  const colours = [colour('Olive'), colour('Black', { hex: '#zzz', family: 'teal' }), colour('Sand')];

  it('names the field of the colour the message is about', () => {
    expect(serverErrorField(COLOUR_MESSAGES.nameTwice('SAND'), colours)).toBe('colours.2.name');
    expect(serverErrorField(COLOUR_MESSAGES.hexInvalid, colours)).toBe('colours.1.hex');
    expect(serverErrorField(COLOUR_MESSAGES.familyInvalid, colours)).toBe('colours.1.family');
    const withoutPhoto = [colour('Olive'), colour('Black', { images: [photo, photo, '', photo] })];
    expect(serverErrorField(ADMIN_MESSAGES.imageMissing, withoutPhoto)).toBe('colours.1.image2');
    expect(serverErrorField(COLOUR_MESSAGES.nameRequired, [colour('Olive'), colour(' ')])).toBe(
      'colours.1.name',
    );
  });

  it('leaves to the summary what no colour field holds', () => {
    expect(serverErrorField(COLOUR_MESSAGES.tooManyColours, colours)).toBeUndefined();
    expect(serverErrorField(ADMIN_MESSAGES.imageUndecodable, colours)).toBeUndefined();
    expect(serverErrorField(COLOUR_MESSAGES.nameTwice('Teal'), colours)).toBeUndefined();
  });
});

describe('moving colours and picking a hex', () => {
  it('moves one place up or down, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('gives the colour picker a #rrggbb it accepts, whatever is typed', () => {
    expect(colourInputValue('#ABC')).toBe('#aabbcc');
    expect(colourInputValue('#556B2F')).toBe('#556b2f');
    expect(colourInputValue('olive')).toBe('#000000');
    expect(validHex('olive')).toBeUndefined();
    expect(validHex(' #FFF ')).toBe('#ffffff');
  });

  it('starts each colour with its own key, so its inputs stay with it', () => {
    const [first, second] = [emptyColour(), emptyColour()];
    expect(first.key).not.toBe(second.key);
    expect([first.hex, first.family]).toEqual(['', '']);
    expect(colourInputValue(first.hex)).toBe('#000000');
  });
});
