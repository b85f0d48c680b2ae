import { describe, expect, it } from 'vitest';
import { smsSegmentInfo } from './sms-segments.ts';

describe('smsSegmentInfo', () => {
  it('counts plain English as GSM-7, one septet a character', () => {
    expect(smsSegmentInfo('Your PhoneHaat code is 482913')).toEqual({ encoding: 'GSM-7', units: 29, segments: 1 });
    expect(smsSegmentInfo('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0 });
  });

  it('holds 160 GSM-7 septets in one SMS and 153 in each part of a longer one', () => {
    expect(smsSegmentInfo('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegmentInfo('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSegmentInfo('a'.repeat(306))).toEqual({ encoding: 'GSM-7', units: 306, segments: 2 });
    expect(smsSegmentInfo('a'.repeat(307))).toEqual({ encoding: 'GSM-7', units: 307, segments: 3 });
  });

  it('counts the extension characters (€, [, ], {, }, ^, ~, |, \\) as two septets', () => {
    expect(smsSegmentInfo('Price €500')).toEqual({ encoding: 'GSM-7', units: 11, segments: 1 });
    expect(smsSegmentInfo('[]{}^~|\\€')).toEqual({ encoding: 'GSM-7', units: 18, segments: 1 });
    expect(smsSegmentInfo('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegmentInfo(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
  });

  it('never splits an extension character between two parts', () => {
    // 152 septets, then € (2) would straddle the 153-septet boundary: it moves to the second part.
    const text = `${'a'.repeat(152)}€${'a'.repeat(152)}€`;
    expect(smsSegmentInfo(text)).toEqual({ encoding: 'GSM-7', units: 308, segments: 3 });
  });

  it('keeps the accented letters GSM-7 has (é, è, ñ, Ü, Δ) in GSM-7, and not those it lacks (á, ú)', () => {
    expect(smsSegmentInfo('Café è Ñoño Δ Ü @ £ ¥ § ¿¡').encoding).toBe('GSM-7');
    expect(smsSegmentInfo('Ñandú').encoding).toBe('UCS-2');
  });

  it('sends Bangla as UCS-2: 70 code units in one SMS, 67 in each part', () => {
    const code = 'আপনার কোড ৪৮২৯১৩';
    expect(smsSegmentInfo(code)).toEqual({ encoding: 'UCS-2', units: code.length, segments: 1 });
    expect(smsSegmentInfo('ক'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegmentInfo('ক'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSegmentInfo('ক'.repeat(134))).toEqual({ encoding: 'UCS-2', units: 134, segments: 2 });
    expect(smsSegmentInfo('ক'.repeat(135))).toEqual({ encoding: 'UCS-2', units: 135, segments: 3 });
  });

  it('turns a whole English text into UCS-2 for one character outside GSM-7', () => {
    expect(smsSegmentInfo(`${'a'.repeat(100)} ট`)).toEqual({ encoding: 'UCS-2', units: 102, segments: 2 });
    // A curly apostrophe is not GSM-7 either.
    expect(smsSegmentInfo('It’s sold').encoding).toBe('UCS-2');
  });

  it('counts an emoji as two UCS-2 units and keeps its pair in one part', () => {
    expect(smsSegmentInfo('📱')).toEqual({ encoding: 'UCS-2', units: 2, segments: 1 });
    expect(smsSegmentInfo(`${'ক'.repeat(66)}📱${'ক'.repeat(66)}`)).toEqual({ encoding: 'UCS-2', units: 134, segments: 3 });
  });
});
