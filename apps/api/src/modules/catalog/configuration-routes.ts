import { configurationEndpoints } from '@eb/domain/endpoints/catalog';
import { lineCents, toCents, toDollars } from '@eb/domain/money';
import type { ApiRoutes, ApiScope } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { serve } from '../../http/serve.ts';
import { repriceWindows } from '../designs/product-use-cases.ts';
import type { Catalog } from './catalog.ts';
import {
  copyConfiguration,
  createConfiguration,
  executeRules,
  getConfiguration,
  getConfigurations,
  price,
  updateConfiguration,
} from './configurations.ts';

export const configurationRoutes: ApiRoutes = async (app, { db, catalog }) => {
  configurationRecordRoutes(app, db, catalog);
  productRuleRoutes(app, db, catalog);
  estimateConfigurationRoutes(app, db, catalog);
};

/** Make, read, change and copy one configuration. */
function configurationRecordRoutes(app: ApiScope, db: Db, catalog: Catalog): void {
  serve(app, configurationEndpoints.createConfiguration, async (request, reply) =>
    reply.status(201).send({ data: await createConfiguration(db, catalog, request.identity, request.body) }),
  );

  serve(app, configurationEndpoints.getConfiguration, async (request) => ({ data: await getConfiguration(db, request.params.guid) }));

  serve(app, configurationEndpoints.updateConfiguration, async (request) => ({
    data: await updateConfiguration(db, catalog, request.identity, request.params.guid, request.body),
  }));

  serve(app, configurationEndpoints.copyConfiguration, async (request) => ({
    data: await copyConfiguration(db, request.identity, request.params.guid, request.query.newWindowName),
  }));
}

/** The configurator's product rules and pricing checks. */
function productRuleRoutes(app: ApiScope, db: Db, catalog: Catalog): void {
  serve(app, configurationEndpoints.executeProductRules, async (request) => ({
    data: await executeRules(db, catalog, request.query.guid, request.body ?? {}),
  }));

  // A measured window is what it is: a size outside the limits is answered as not addable, not refused.
  // Every rule set runs the same rules: the catalog has one set.
  serve(app, configurationEndpoints.executeMandiProductRules, async (request) => {
    const { quantity, ruleSet, overrides } = request.body;
    const rules = await executeRules(db, catalog, request.query.guid, overrides, { answerBadSize: true });
    return { data: { ...rules, quantity, ruleSet, lineTotal: toDollars(lineCents(toCents(rules.price), quantity)) } };
  });

  serve(app, configurationEndpoints.hasProductPricing, async (request) => {
    const product = catalog.get(request.body.ProductId);
    const choices = Object.fromEntries(request.body.Choices.map((choice) => [choice.optionId, choice.choiceId]));
    // A choice the product does not have has no price either.
    const known = request.body.Choices.every((choice) =>
      product.options.some((option) => option.optionId === choice.optionId && option.choices.some((c) => c.choiceId === choice.choiceId)),
    );
    const { priced } = price(product, {
      width: request.body.Width ?? Math.ceil(product.minWidth),
      height: request.body.Height ?? Math.ceil(product.minHeight),
      choices,
    });
    return { data: { hasPricing: known && priced.hasPricing && !priced.hasExclusions } };
  });
}

/** An estimate's configurations: checked and priced again, or read several at a time. */
function estimateConfigurationRoutes(app: ApiScope, db: Db, catalog: Catalog): void {
  serve(app, configurationEndpoints.validateAndRepriceConfigurations, async (request) => ({
    data: await repriceWindows(db, catalog, request.identity, request.body),
  }));

  serve(app, configurationEndpoints.checkConfigurationPrices, async (request) => {
    const asked = request.body.configurations;
    const configurations = await getConfigurations(
      db,
      asked.map((entry) => entry.configurationGuid),
    );
    if (configurations.length === 0) throw new AppError('NOT_FOUND', 'We could not find those configurations.');
    const sent = new Map(asked.map((entry) => [entry.configurationGuid, entry.price]));
    return {
      data: configurations.map((configuration) => {
        const price = sent.get(configuration.configurationGuid);
        return { ...configuration, priceMatches: price === undefined ? null : price === configuration.subtotal };
      }),
    };
  });

  serve(app, configurationEndpoints.getConfigurations, async (request) => {
    const configurations = await getConfigurations(db, request.query.guids);
    if (configurations.length === 0) throw new AppError('NOT_FOUND', 'We could not find those configurations.');
    return { data: configurations };
  });
}
