import type { Db } from '../db/Db.js'
import { createProject } from '../projects/createProject.js'
import { deleteProject } from '../projects/deleteProject.js'
import { getProject } from '../projects/getProject.js'
import { listProjects } from '../projects/listProjects.js'
import { updateProject } from '../projects/updateProject.js'
import { addScamDomains } from '../verify/addScamDomains.js'
import { listScamDomains } from '../verify/listScamDomains.js'
import { removeScamDomain } from '../verify/removeScamDomain.js'
import { loadWalletData } from '../wallets/loadWalletData.js'
import { updateWalletLinks } from '../wallets/updateWalletLinks.js'
import type { AdminStore } from './AdminStore.js'

/** The admin subcommands' store on an open (migrated) database. */
export function createDbAdminStore(db: Db): AdminStore {
  return {
    listProjects: () => listProjects(db),
    async saveProject(input) {
      await createProject(db, { ...input, upsert: true })
    },
    projectFeatures: (id, features) =>
      features ? updateProject(db, { id, features }) : getProject(db, { id }),
    removeProject: (id) => deleteProject(db, { id }),
    setWallet: (id, links) => updateWalletLinks(db, { id, links }),
    importWallets: (file) => loadWalletData(db, { file }),
    listScamDomains: () => listScamDomains(db),
    addScamDomains: (domains) => addScamDomains(db, { domains }),
    removeScamDomain: (domain) => removeScamDomain(db, { domain }),
  }
}
