// Destinations for the public pages and the staff's codes manager: built-ins from packages/specs merged with
// the rows staff stored. Every staff write and its audit row commit together.
import { CMS_MESSAGES, type CmsDestination, type Destination } from '@vps/specs'
import { recordAudit } from '../cms/audit.ts'
import type { StaffPrincipal } from '../cms/principal.ts'
import { ApiError } from '../errors.ts'
import { builtIn, changedFields, mergeAll, mergeDestination, sameValue, toPublic } from './merge.ts'
import { createDestinationRepository, type DestinationDb } from './repository.ts'

const target = (slug: string) => `country:${slug}`

type DestinationUpdate = Pick<Destination, 'name' | 'spec'>

const notFound = () => new ApiError(404, 'NOT_FOUND', CMS_MESSAGES.destinationNotFound)

export function createDestinationService(db: DestinationDb) {
  const repo = createDestinationRepository(db)

  async function staffView(slug: string, scope: DestinationDb = db): Promise<CmsDestination | null> {
    return mergeDestination(slug, await createDestinationRepository(scope).find(slug))
  }

  return {
    async listAll(): Promise<CmsDestination[]> {
      return mergeAll(await repo.all())
    },

    /** Enabled destinations, by name. */
    async listPublic(): Promise<Destination[]> {
      return (await this.listAll()).filter((d) => d.enabled).map(toPublic)
    },

    /** Whether a slug names a destination at all: built-in or added, enabled or not. */
    async isKnown(slug: string): Promise<boolean> {
      return (await staffView(slug)) !== null
    },

    /** One enabled destination, or null when it is unknown or disabled. */
    async getPublic(slug: string): Promise<Destination | null> {
      const found = await staffView(slug)
      return found?.enabled ? toPublic(found) : null
    },

    async create(input: Destination, actor: StaffPrincipal | null): Promise<CmsDestination> {
      const conflict = () => new ApiError(409, 'CONFLICT', CMS_MESSAGES.destinationExists)
      if (builtIn(input.slug)) throw conflict()
      return db.transaction().execute(async (trx) => {
        if (!(await createDestinationRepository(trx).insertAdded(input.slug, input.name, input.spec))) {
          throw conflict()
        }
        await recordAudit(trx, {
          actor,
          action: 'codes.create',
          target: target(input.slug),
          details: { name: input.name, spec: input.spec },
        })
        return (await staffView(input.slug, trx)) as CmsDestination
      })
    },

    async update(slug: string, input: DestinationUpdate, actor: StaffPrincipal | null) {
      return db.transaction().execute(async (trx) => {
        const current = await staffView(slug, trx)
        if (!current) throw notFound()
        const base = builtIn(slug)
        // A value equal to the built-in is stored as null, so later defaults from packages/specs still apply.
        await createDestinationRepository(trx).saveOverride(slug, {
          name: base && input.name === base.name ? null : input.name,
          spec: base && sameValue(input.spec, base.spec) ? null : input.spec,
        })
        const changes = changedFields(current, input)
        await recordAudit(trx, { actor, action: 'codes.update', target: target(slug), details: { changes } })
        return (await staffView(slug, trx)) as CmsDestination
      })
    },

    async setEnabled(slug: string, enabled: boolean, actor: StaffPrincipal | null) {
      return db.transaction().execute(async (trx) => {
        const current = await staffView(slug, trx)
        if (!current) throw notFound()
        await createDestinationRepository(trx).saveEnabled(slug, enabled)
        await recordAudit(trx, {
          actor,
          action: enabled ? 'codes.enable' : 'codes.disable',
          target: target(slug),
          details: { enabled: { from: current.enabled, to: enabled } },
        })
        return (await staffView(slug, trx)) as CmsDestination
      })
    },
  }
}

export type DestinationService = ReturnType<typeof createDestinationService>
