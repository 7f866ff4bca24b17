import { z } from 'zod';
import { designGraphSchema } from '../design.ts';
import { copyStyleAnswerSchema, copyStyleBodySchema, copyStyleChecksSchema } from '../design-contracts.ts';
import { endpoint } from '../endpoint.ts';
import { designParams, ifMatchHeaders, itemParams, nameBody, optionalNameBody, roomParams } from './parts.ts';

const tags = ['design builder'];

/** A room's duplicate may be given a name and a label; a call with no body at all reaches the route as null. */
const copyRoomBody = z.object({ name: z.string().max(1000).optional(), label: z.string().max(1000).optional() }).nullish();

/** Several windows renamed at once, each named with its design. */
const renameWindowsBody = z
  .array(z.object({ designId: z.uuid(), itemId: z.uuid(), newLabel: z.string().max(1000) }))
  .min(1)
  .max(500);

/** A window attribute to set; a reason goes with a rep's change. */
const setWindowAttributeBody = z.object({
  attributeId: z.string().min(1).max(60),
  value: z.string().max(4000),
  reason: z.string().max(1000).nullable().optional(),
});

const removeWindowAttributeBody = z.object({ attributeId: z.string().min(1).max(60), value: z.string().max(4000).nullable().optional() });

const measurementsBody = z.object({
  Width: z.number({ error: 'Width must be a number of inches.' }),
  Height: z.number({ error: 'Height must be a number of inches.' }),
});

/**
 * Rooms (containers) and windows (items) of a design, and the products on its windows. Every write
 * is made against the design version of its If-Match and answers the updated design graph (Copy
 * Styles adds which windows took the style; its check answers per window whether it can).
 */
export const itemEndpoints = {
  renameRoom: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/containers/:containerId/rename',
    tags,
    summary: 'Rename a room',
    params: roomParams,
    body: nameBody,
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  copyRoom: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/containers/:containerId/copy',
    tags,
    summary: 'Duplicate a room with its windows',
    params: roomParams,
    body: copyRoomBody,
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  deleteRoom: endpoint({
    method: 'DELETE',
    path: '/api/design-builder/designs/:designId/containers/:containerId',
    tags,
    summary: 'Delete a room and its windows',
    params: roomParams,
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  renameWindows: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/items/rename',
    tags,
    summary: 'Rename several windows at once',
    params: designParams,
    body: renameWindowsBody,
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  renameWindow: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/items/:itemId/rename',
    tags,
    summary: 'Rename a window',
    params: itemParams,
    body: nameBody,
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  copyWindow: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/items/:itemId/copy',
    tags,
    summary: 'Duplicate a window once',
    params: itemParams,
    body: optionalNameBody,
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  copyWindowTimes: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/items/:itemId/copies/:count',
    tags,
    summary: 'Duplicate a window several times',
    params: itemParams.extend({ count: z.coerce.number().int('The number of copies must be a whole number.') }),
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  deleteWindow: endpoint({
    method: 'DELETE',
    path: '/api/design-builder/designs/:designId/items/:itemId',
    tags,
    summary: 'Delete a window',
    params: itemParams,
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  removeProduct: endpoint({
    method: 'DELETE',
    path: '/api/design-builder/designs/:designId/items/:itemId/product',
    tags,
    summary: 'Remove the product from a window',
    params: itemParams,
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  setWindowAttribute: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/items/:itemId/attribute',
    tags,
    summary: 'Set a window attribute (written only when the value differs)',
    params: itemParams,
    body: setWindowAttributeBody,
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  removeWindowAttribute: endpoint({
    method: 'DELETE',
    path: '/api/design-builder/designs/:designId/items/:itemId/attribute',
    tags,
    summary: 'Remove a window attribute',
    params: itemParams,
    body: removeWindowAttributeBody,
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  setMeasurements: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/items/:itemId/measurements',
    tags,
    summary: 'Set a window width and height (inches, eighth steps)',
    params: itemParams,
    body: measurementsBody,
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  setQuantity: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/items/:itemId/quantity/:quantity',
    tags,
    summary: 'Set a window quantity (1 to 50)',
    params: itemParams.extend({ quantity: z.coerce.number().int('Quantity must be a whole number.') }),
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  setWindowProduct: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/items/:itemId/product',
    tags,
    summary: 'Put a configured product on a window',
    params: itemParams,
    body: z.object({ configurationGuid: z.uuid('Please send a valid configurationGuid.') }),
    headers: ifMatchHeaders,
    answer: designGraphSchema,
  }),
  checkCopyStyle: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/items/:itemId/cloneStyle/check',
    tags,
    summary: 'Check which windows can take the style of this one',
    params: itemParams,
    // The same body as cloneStyle, so that a check and the copy it stands for can never disagree.
    body: copyStyleBodySchema,
    answer: copyStyleChecksSchema,
  }),
  copyStyle: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/items/:itemId/cloneStyle',
    tags,
    summary: "Copy this window's product and choices to other windows",
    params: itemParams,
    body: copyStyleBodySchema,
    headers: ifMatchHeaders,
    answer: copyStyleAnswerSchema,
  }),
};
