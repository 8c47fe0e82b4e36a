/** All county scenes, keyed by slug (the file name under public/counties/). */
import { SCENES as leinsterNorth } from "./leinster-north.mjs";
import { SCENES as leinsterSouth } from "./leinster-south.mjs";
import { SCENES as munster } from "./munster.mjs";
import { SCENES as connacht } from "./connacht.mjs";
import { SCENES as ulster } from "./ulster.mjs";
import { SCENES as northernIreland } from "./northern-ireland.mjs";

export const SCENES = {
  ...leinsterNorth,
  ...leinsterSouth,
  ...munster,
  ...connacht,
  ...ulster,
  ...northernIreland,
};
