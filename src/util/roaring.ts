/**
 * The roaring package is CommonJS whose named exports Node's ESM loader cannot see, so the
 * project imports the bitmap class from here.
 */
import roaring from 'roaring';

export const RoaringBitmap32 = roaring.RoaringBitmap32;
export type RoaringBitmap32 = InstanceType<typeof roaring.RoaringBitmap32>;
