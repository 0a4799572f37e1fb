// Destinations for the public pages and the staff's codes manager: built-ins from packages/specs merged with
// the rows staff stored. Every staff write and its audit row commit together.
import {
  CMS_MESSAGES,
  type CmsDestination,
  DEFAULT_EDIT_POLICY,
  type Destination,
  type DestinationCreate,
} from '@vps/specs'
import { recordAudit } from '../cms/audit.ts'
import type { StaffPrincipal } from '../cms/principal.ts'
import { ApiError } from '../errors.ts'
import {
  builtIn,
  changedFields,
  mergeAll,
  mergeDestination,
  sameValue,
  storedDocuments,
  storedEditPolicy,
  toPublic,
} from './merge.ts'
import { createDestinationRepository, type DestinationDb } from './repository.ts'

const target = (slug: string) => `country:${slug}`

/** PUT's body (destinationUpdateSchema): without an edit policy or documents, the current ones stay. */
type DestinationUpdate = Pick<DestinationCreate, 'name' | 'spec' | 'editPolicy' | 'documents'>

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

    /**
     * POST's body (destinationCreateSchema): without an edit policy, the destination gets the default; without
     * documents, none beside its default one.
     */
    async create(input: DestinationCreate, actor: StaffPrincipal | null): Promise<CmsDestination> {
      const conflict = () => new ApiError(409, 'CONFLICT', CMS_MESSAGES.destinationExists)
      if (builtIn(input.slug)) throw conflict()
      const { slug, name, spec } = input
      const editPolicy = input.editPolicy ?? DEFAULT_EDIT_POLICY
      const documents = input.documents ?? []
      return db.transaction().execute(async (trx) => {
        const added = {
          slug,
          name,
          spec,
          editPolicy: storedEditPolicy(slug, editPolicy),
          documents: storedDocuments(slug, documents),
        }
        if (!(await createDestinationRepository(trx).insertAdded(added))) throw conflict()
        await recordAudit(trx, {
          actor,
          action: 'codes.create',
          target: target(slug),
          details: { name, spec, editPolicy, documents },
        })
        return (await staffView(slug, trx)) as CmsDestination
      })
    },

    async update(slug: string, input: DestinationUpdate, actor: StaffPrincipal | null) {
      return db.transaction().execute(async (trx) => {
        const current = await staffView(slug, trx)
        if (!current) throw notFound()
        const base = builtIn(slug)
        const next = {
          ...input,
          editPolicy: input.editPolicy ?? current.editPolicy,
          documents: input.documents ?? current.documents,
        }
        // A value equal to the built-in is stored as null, so later defaults from packages/specs still apply.
        await createDestinationRepository(trx).saveOverride(slug, {
          name: base && next.name === base.name ? null : next.name,
          spec: base && sameValue(next.spec, base.spec) ? null : next.spec,
          editPolicy: storedEditPolicy(slug, next.editPolicy),
          documents: storedDocuments(slug, next.documents),
        })
        const changes = changedFields(current, next)
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
