import { Router } from 'express';
import { endpoint } from '../http/endpoint';
import { allow } from '../middleware/auth';
import { listCategories } from '../repositories/categories';

export const categoriesRouter = Router();

// GET /api/categories   (public) [{ id, name, toolCount }] by name; toolCount counts the catalogue's tools
endpoint(categoriesRouter, 'listCategories', allow('categories:read'), () => listCategories());
