package com.gbg.bridge.runtime

import kotlinx.coroutines.CoroutineName
import kotlinx.coroutines.Job
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotSame
import org.junit.Assert.assertSame
import org.junit.Assert.assertTrue
import org.junit.Test
import kotlin.coroutines.EmptyCoroutineContext

/** A handler's context makes its job when first asked, in the state the handler's end left it. */
class HandlerCoroutineContextTests {
    private val host = CoroutineName("host") + Job()

    @Test fun theJobIsTheHandlersOwnAndTheSameWhereverItIsReached() {
        val context = HandlerCoroutineContext(host)
        assertEquals(CoroutineName("host"), context[CoroutineName])
        val job = context[Job]!!
        assertNotSame(host[Job], job)
        assertTrue(job.isActive)
        assertSame(job, context.minusKey(CoroutineName)[Job])
        assertSame(job, (context + EmptyCoroutineContext)[Job])
        assertSame(context, context + EmptyCoroutineContext)
        assertEquals(2, context.fold(0) { count, _ -> count + 1 })
        context.complete()
        assertTrue(job.isCompleted && !job.isCancelled)
    }

    @Test fun aJobFirstAskedForAfterTheRequestEndedIsCancelled() {
        val context = HandlerCoroutineContext(host)
        context.cancel()
        context.complete()
        assertTrue(context[Job]!!.isCancelled)
    }

    @Test fun aJobFirstAskedForAfterTheHandlerEndedIsComplete() {
        val context = HandlerCoroutineContext(host)
        context.complete()
        context.cancel()
        val job = context[Job]!!
        assertTrue(job.isCompleted && !job.isCancelled)
    }

    @Test fun theEndOfTheRequestCancelsAJobThatHasCompleted() {
        val context = HandlerCoroutineContext(host)
        val job = context[Job]!!
        context.complete()
        context.cancel()
        assertTrue(job.isCompleted)
    }

    @Test fun theEndOfTheRequestCancelsAJobAlreadyMade() {
        val context = HandlerCoroutineContext(host)
        val job = context[Job]!!
        context.cancel()
        assertTrue(job.isCancelled)
        assertTrue(host[Job]!!.isActive)
    }
}
